import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as layer from '../../src/layers/dynamodb-sdk';

/**
 * Issue 21 "Functions that start fast": in AWS, every function's bundle takes @aws-sdk/client-dynamodb
 * and @aws-sdk/lib-dynamodb from the layer's one module (src/layers/dynamodb-sdk.ts), so a value the
 * code imports from either package and the layer does not export would be `undefined` there, and
 * only there (the tests and the local runtime use the packages themselves).
 */
const SRC = join(import.meta.dirname, '..', '..', 'src');
const LAYER_PACKAGES = new Set(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []);
}

/** Every value (not type) a file imports by name from one of the layer's packages, and how it imports it. */
function layerImportsOf(file: string): { name: string; how: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: { name: string; how: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
    if (!from || !LAYER_PACKAGES.has(from)) continue;
    const where = `${relative(SRC, file)} (${from})`;
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) { found.push({ name: '*', how: where }); continue; }
      for (const element of statement.exportClause.elements) {
        if (!element.isTypeOnly) found.push({ name: (element.propertyName ?? element.name).text, how: where });
      }
      continue;
    }
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) found.push({ name: 'default', how: where });
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) found.push({ name: '*', how: where });
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) found.push({ name: (element.propertyName ?? element.name).text, how: where });
      }
    }
  }
  return found;
}

describe('the DynamoDB SDK layer (issue 21 "Functions that start fast")', () => {
  const imports = sourceFiles(SRC).filter((file) => !file.includes(`${join('src', 'layers')}`)).flatMap(layerImportsOf);

  it('exports every value the functions import from @aws-sdk/client-dynamodb or @aws-sdk/lib-dynamodb, by name', () => {
    expect(imports.length).toBeGreaterThan(20); // the scan finds the data layer's imports
    const exported = new Set(Object.keys(layer));
    expect(imports.filter(({ name }) => !exported.has(name)).map(({ name, how }) => `${name} in ${how}`)).toEqual([]);
  });

  it('exports nothing the functions do not import (each export is code every function loads)', () => {
    const imported = new Set(imports.map(({ name }) => name));
    expect(Object.keys(layer).filter((name) => !imported.has(name))).toEqual([]);
  });

  it('the scan sees a value import, and not a type import (the check above can fail)', () => {
    const file = join(SRC, 'data', 'client.ts');
    const names = layerImportsOf(file).map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['DynamoDBClient', 'DynamoDBDocumentClient', 'QueryCommand']));
    expect(names).not.toContain('QueryCommandInput');
  });
});
