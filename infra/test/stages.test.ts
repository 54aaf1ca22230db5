import { describe, expect, it } from 'vitest';
import { RemovalPolicy } from 'aws-cdk-lib';
import { stageConfig } from '../lib/stages';
import { buildStage, CUSTOM_DOMAIN, testApp } from './helpers';

describe('stage configuration', () => {
  it('defaults to staging', () => {
    expect(stageConfig(testApp()).name).toBe('staging');
  });

  it('retains and protects prod, not staging', () => {
    const prod = stageConfig(testApp({ stage: 'prod' }));
    const staging = stageConfig(testApp({ stage: 'staging' }));
    expect(prod).toMatchObject({ deletionProtection: true, removalPolicy: RemovalPolicy.RETAIN });
    expect(staging).toMatchObject({ deletionProtection: false, removalPolicy: RemovalPolicy.DESTROY });
  });

  it('reads the custom domain and certificate from context', () => {
    expect(stageConfig(testApp({ stage: 'prod', ...CUSTOM_DOMAIN }))).toMatchObject(CUSTOM_DOMAIN);
  });

  it.each([
    [{ stage: 'dev' }, /Unknown stage "dev"/],
    [{ domainName: 'quiz.example.com' }, /needs a certificateArn/],
    [{ ...CUSTOM_DOMAIN, certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/x' }, /us-east-1/],
  ])('refuses %o', (context, message) => {
    expect(() => stageConfig(testApp(context))).toThrow(message);
  });

  it('prefixes every stack with the stage and protects prod stacks from termination', () => {
    const { stacks } = buildStage('prod');
    const all = [stacks.data, stacks.auth, stacks.api, stacks.web];
    expect(all.map((s) => s.stackName)).toEqual(['quiz-prod-data', 'quiz-prod-auth', 'quiz-prod-api', 'quiz-prod-web']);
    expect(all.every((s) => s.terminationProtection)).toBe(true);
  });
});
