import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { buildQuizApp } from '../lib/quiz-app';

/**
 * The CDK app: `npx cdk synth|deploy --all -c stage=staging|prod` from the repository root
 * (cdk.json runs this file with tsx). See infra/README.md.
 */
const app = new App();
buildQuizApp(app);

// cdk-nag v3 is a validation plugin: any unacknowledged AwsSolutions or Serverless finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }), new ServerlessChecks(app, { verbose: true }));
