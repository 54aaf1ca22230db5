import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { routeList, type RouteDef } from '@quiz/shared';
import { ApiStack } from './api-stack';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { stageConfig, type StageConfig } from './stages';
import { WebStack } from './web-stack';

export interface QuizAppOptions {
  /** @default the shared route table */
  readonly routes?: readonly RouteDef[];
  /** @default functions/src/handlers */
  readonly handlersDir?: string;
  /** @default web/dist */
  readonly webDistDir?: string;
  /** @default account and region from CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION, else environment-agnostic */
  readonly env?: Environment;
}

export interface QuizStacks {
  readonly stage: StageConfig;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly api: ApiStack;
  readonly web: WebStack;
}

/**
 * Account and region come from the CLI's profile when there is one (CDK_DEFAULT_*); without them the
 * stacks are environment-agnostic, so `cdk synth` needs no AWS credentials.
 */
function environment(): Environment | undefined {
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const region = process.env.CDK_DEFAULT_REGION;
  return account || region ? { account, region } : undefined;
}

/**
 * Every stack of one stage, in dependency order: data → auth → api → web (→ payments, a later issue:
 * it takes `data.table` and `auth.userPool`, and its webhook URL needs no CloudFront behaviour).
 */
export function buildQuizApp(app: App, options: QuizAppOptions = {}): QuizStacks {
  const stage = stageConfig(app);
  const common = {
    env: options.env ?? environment(),
    stage,
    terminationProtection: stage.deletionProtection,
  };
  const name = (part: string) => `${stage.prefix}-${part}`;

  const data = new DataStack(app, name('data'), { ...common, description: `Picture quiz ${stage.name}: DynamoDB table` });
  const auth = new AuthStack(app, name('auth'), { ...common, description: `Picture quiz ${stage.name}: Cognito user pool` });
  const api = new ApiStack(app, name('api'), {
    ...common,
    description: `Picture quiz ${stage.name}: HTTP API and functions`,
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    routes: options.routes ?? routeList,
    handlersDir: options.handlersDir,
  });
  const web = new WebStack(app, name('web'), {
    ...common,
    description: `Picture quiz ${stage.name}: site bucket and CloudFront`,
    apiDomain: api.apiDomain,
    webDistDir: options.webDistDir,
    authConfig: auth.webAuthConfig,
  });

  Tags.of(app).add('project', 'picture-quiz');
  Tags.of(app).add('stage', stage.name);
  return { stage, data, auth, api, web };
}
