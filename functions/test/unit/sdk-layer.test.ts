import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as dynamodbModule from '../../src/layers/dynamodb-sdk';
import * as opsModule from '../../src/layers/ops-sdk';
import * as staffModule from '../../src/layers/staff-sdk';

/**
 * Functions that start fast (docs/adr/0024-function-size-sdk-layer.md): in AWS, every function's
 * bundle takes @aws-sdk/client-dynamodb and @aws-sdk/lib-dynamodb from a module of the SDK layer (src/layers/dynamodb-sdk.ts); the calls that
 * read the user pool take those and Cognito's client from another (staff-sdk.ts), those that start a
 * function Lambda's (ops-sdk.ts). A value the code imports from one of these packages and its module
 * does not export would be `undefined` there, and only there (the tests and the local runtime use the
 * packages themselves). infra/lib/constructs/function-bundle.ts SDK_LAYER_MODULES names the packages.
 */
const SRC = join(import.meta.dirname, '..', '..', 'src');
const DYNAMODB_PACKAGES = new Set(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);
const COGNITO_PACKAGES = new Set(['@aws-sdk/client-cognito-identity-provider']);
const LAMBDA_PACKAGES = new Set(['@aws-sdk/client-lambda']);
const LAYER_PACKAGES = new Set([...DYNAMODB_PACKAGES, ...COGNITO_PACKAGES, ...LAMBDA_PACKAGES]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []);
}

/** Every value (not type) a file imports by name from one of the layer's packages, and how it imports it. */
function layerImportsOf(file: string): { name: string; how: string; from: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: { name: string; how: string; from: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
    if (!from || !LAYER_PACKAGES.has(from)) continue;
    const where = `${relative(SRC, file)} (${from})`;
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) { found.push({ name: '*', how: where, from }); continue; }
      for (const element of statement.exportClause.elements) {
        if (!element.isTypeOnly) found.push({ name: (element.propertyName ?? element.name).text, how: where, from });
      }
      continue;
    }
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) found.push({ name: 'default', how: where, from });
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) found.push({ name: '*', how: where, from });
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) found.push({ name: (element.propertyName ?? element.name).text, how: where, from });
      }
    }
  }
  return found;
}

describe('the SDK layer\'s modules (functions that start fast)', () => {
  const imports = sourceFiles(SRC).filter((file) => !file.includes(`${join('src', 'layers')}`)).flatMap(layerImportsOf);
  const dynamodbImports = imports.filter(({ from }) => DYNAMODB_PACKAGES.has(from));
  const cognitoImports = imports.filter(({ from }) => COGNITO_PACKAGES.has(from));
  const lambdaImports = imports.filter(({ from }) => LAMBDA_PACKAGES.has(from));
  const missing = (found: typeof imports, module: object) =>
    found.filter(({ name }) => !Object.keys(module).includes(name)).map(({ name, how }) => `${name} in ${how}`);

  it('@quiz/dynamodb-sdk exports every value the functions import from @aws-sdk/client-dynamodb or @aws-sdk/lib-dynamodb, by name', () => {
    expect(dynamodbImports.length).toBeGreaterThan(20); // the scan finds the data layer's imports
    expect(missing(dynamodbImports, dynamodbModule)).toEqual([]);
  });

  it('@quiz/staff-sdk exports all of that and every value the functions import from Cognito\'s client', () => {
    expect(cognitoImports.length).toBeGreaterThan(3); // the user directory's
    expect(missing([...dynamodbImports, ...cognitoImports], staffModule)).toEqual([]);
  });

  it('@quiz/ops-sdk exports all of the staff module\'s (the publish names its requester) and every value the functions import from Lambda\'s client', () => {
    expect(lambdaImports.length).toBeGreaterThan(1); // the publish runner's and the warm-up's
    expect(missing([...dynamodbImports, ...cognitoImports, ...lambdaImports], opsModule)).toEqual([]);
  });

  it('exports nothing the functions do not import (each export is code a function loads)', () => {
    const dynamodbNames = new Set(dynamodbImports.map(({ name }) => name));
    expect(Object.keys(dynamodbModule).filter((name) => !dynamodbNames.has(name))).toEqual([]);
    const staffNames = new Set([...dynamodbNames, ...cognitoImports.map(({ name }) => name)]);
    expect(Object.keys(staffModule).filter((name) => !staffNames.has(name))).toEqual([]);
    const opsNames = new Set([...staffNames, ...lambdaImports.map(({ name }) => name)]);
    expect(Object.keys(opsModule).filter((name) => !opsNames.has(name))).toEqual([]);
  });

  it('the scan sees a value import, and not a type import (the checks above can fail)', () => {
    const file = join(SRC, 'data', 'client.ts');
    const names = layerImportsOf(file).map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['DynamoDBClient', 'DynamoDBDocumentClient', 'QueryCommand']));
    expect(names).not.toContain('QueryCommandInput');
  });
});
