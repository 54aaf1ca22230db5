import { describe, expect, it } from 'vitest';
import { RemovalPolicy } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { stageConfig } from '../lib/stages';
import { BACKUP_COPY_VAULT_ARN, CUSTOM_DOMAIN, PROD_SETTINGS, sharedStage, testApp } from './helpers';

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
    const { stacks } = sharedStage('prod');
    const all = [stacks.data, stacks.auth, stacks.api, stacks.web];
    expect(all.map((s) => s.stackName)).toEqual(['quiz-prod-data', 'quiz-prod-auth', 'quiz-prod-api', 'quiz-prod-web']);
    expect(all.every((s) => s.terminationProtection)).toBe(true);
  });

  describe('prod settings (a prod that cannot point at localhost)', () => {
    it('a prod synth without its settings fails, naming each one missing and where to write it', () => {
      const refusal = () => stageConfig(testApp({ stage: 'prod' }, { bare: true }));
      expect(refusal).toThrow(/infra\/stage-settings\.ts/);
      expect(refusal).toThrow(/the site host: domainName/);
      expect(refusal).toThrow(/authDomainPrefix/);
      expect(refusal).toThrow(/alarmEmail/);
      expect(() => stageConfig(testApp({ stage: 'prod', ...CUSTOM_DOMAIN, authDomainPrefix: 'p' }, { bare: true }))).toThrow(/missing settings[^]*alarmEmail/);
      expect(() => stageConfig(testApp({ stage: 'prod', ...CUSTOM_DOMAIN, authDomainPrefix: 'p' }, { bare: true }))).not.toThrow(/authDomainPrefix/);
    });

    it('reads the settings file, and a context key overrides its value', () => {
      const file = { prod: { ...CUSTOM_DOMAIN, authDomainPrefix: 'quiz-prod-auth', alarmEmail: 'ops@example.com', backupCopyVaultArn: BACKUP_COPY_VAULT_ARN }, staging: {} };
      expect(stageConfig(testApp({ stage: 'prod' }, { bare: true }), file)).toMatchObject(file.prod);
      expect(stageConfig(testApp({ stage: 'prod', alarmEmail: 'oncall@example.com' }, { bare: true }), file).alarmEmail).toBe('oncall@example.com');
    });

    it.each<[Record<string, string>, RegExp]>([
      [{ domainName: 'localhost', certificateArn: CUSTOM_DOMAIN.certificateArn }, /cannot be a local host/],
      [{ webDomain: '127.0.0.1' }, /cannot be a local host/],
      [{ webDomain: 'https://quiz.example.com' }, /must be a host name/],
      // Prod's host: a public DNS name, neither reserved nor an IP (docs/operating.md "Stages and settings").
      ...['quiz.example.com', 'example.org', 'www.example.net', 'localhost.localdomain', 'my-laptop.local', 'quiz.test', 'a.invalid', 'box.internal']
        .map((host): [Record<string, string>, RegExp] => [{ webDomain: host }, /must be a public DNS name/]),
      ...['192.168.1.10', '10.0.0.5', '::1'].map((host): [Record<string, string>, RegExp] => [{ webDomain: host }, /not an IP address/]),
      [{ webDomain: '0.0.0.0' }, /cannot be a local host/],
      [{ alarmEmail: 'ops' }, /must be an e-mail address/],
    ])('refuses %o', (context, message) => {
      expect(() => stageConfig(testApp({ stage: 'prod', ...context }))).toThrow(message);
    });

    it('takes a public name: a custom domain, or the distribution\'s cloudfront.net name; staging may use a reserved test name', () => {
      expect(stageConfig(testApp({ stage: 'prod', ...CUSTOM_DOMAIN })).domainName).toBe(CUSTOM_DOMAIN.domainName);
      expect(stageConfig(testApp({ stage: 'prod', webDomain: 'd111111abcdef8.cloudfront.net' })).webDomain).toBe('d111111abcdef8.cloudfront.net');
      expect(stageConfig(testApp({ stage: 'staging', webDomain: 'quiz.example.com' })).webDomain).toBe('quiz.example.com');
    });

    it('staging needs none of them (its sign-in falls back to a developer\'s machine, with a warning)', () => {
      expect(stageConfig(testApp({ stage: 'staging' }, { bare: true })).alarmEmail).toBeUndefined();
    });

    it('no prod template names localhost; sign-in returns to the site host', () => {
      const { stacks } = sharedStage('prod');
      for (const stack of [stacks.data, stacks.auth, stacks.payments, stacks.api, stacks.web]) {
        expect(JSON.stringify(Template.fromStack(stack).toJSON())).not.toMatch(/localhost/);
      }
      Template.fromStack(stacks.auth).hasResourceProperties('AWS::Cognito::UserPoolClient', {
        CallbackURLs: [`https://${PROD_SETTINGS.webDomain}/auth-success`],
        LogoutURLs: [`https://${PROD_SETTINGS.webDomain}/logout`],
      });
    });
  });
});
