import { beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { routeList } from '@quiz/shared';
import { imagesBucketParameterName } from '../lib/api-stack';
import { routesWithBucket } from '../lib/route-needs';
import { apiTemplate, CUSTOM_DOMAIN, sharedStage, WEB_DOMAIN, type CfnResource } from './helpers';

/** The designer's picture upload and the admin's product images (docs/back-office.md "Designer: games and pictures", "Products"). */
describe.each([
  ['staging', {}, `https://${WEB_DOMAIN}`],
  ['prod', CUSTOM_DOMAIN, `https://${CUSTOM_DOMAIN.domainName}`],
] as const)('picture uploads (%s)', (stage, context, origin) => {
  let web: Template;
  let api: Template;
  beforeAll(() => {
    const { stacks } = sharedStage(stage, context);
    web = Template.fromStack(stacks.web);
    api = apiTemplate(stacks.api);
  });

  it('lets the site post uploads to the bucket (CORS: POST only, from the site), and forgets unfinished ones after a day', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: [origin] })] },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' })]) },
    });
  });

  it('writes the bucket name to SSM for the picture calls, which alone may put, read and delete uploads and put images', () => {
    web.hasResourceProperties('AWS::SSM::Parameter', { Name: imagesBucketParameterName(`quiz-${stage}`), Type: 'String' });
    const policies = Object.values(web.findResources('AWS::IAM::Policy')) as CfnResource[];
    const picture = policies.filter((p) => JSON.stringify(p.Properties).includes('uploads/*'));
    expect(picture).toHaveLength(1);
    const { Statement: statements, Roles: roles } = { ...(picture[0]!.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }), Roles: picture[0]!.Properties.Roles as unknown[] };
    expect(roles).toHaveLength(routesWithBucket(routeList, 'pictures').length);
    const text = JSON.stringify(statements);
    expect(statements.map((s) => s.Action)).toEqual(['ssm:GetParameter', ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'], 's3:PutObject']);
    expect(text).toContain('/uploads/*');
    expect(text).toContain('/images/*');
    expect(text).not.toMatch(/"s3:\*"|Arn"\]\}\/\*"/);
  });

  it('lets the score share call put only under shares/, and read only pictures and the build info', () => {
    const policies = Object.values(web.findResources('AWS::IAM::Policy')) as CfnResource[];
    const share = policies.filter((p) => JSON.stringify(p.Properties).includes('shares/*'));
    expect(share).toHaveLength(1);
    const statements = (share[0]!.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement;
    expect(share[0]!.Properties.Roles as unknown[]).toHaveLength(routesWithBucket(routeList, 'shares').length);
    expect(statements.map((s) => s.Action)).toEqual(['ssm:GetParameter', 's3:PutObject', 's3:GetObject']);
    const [, put, get] = statements.map((s) => JSON.stringify(s.Resource));
    expect(put).toContain('/shares/*');
    expect(put).not.toContain('/images/');
    expect(get).toContain('/images/*');
    expect(get).toContain('/pages-build.json');
    expect(JSON.stringify(statements)).not.toMatch(/"s3:\*"|Arn"\]\}\/\*"|\/pages\/\*/);
  });

  it('lets the page post to the bucket (CSP connect-src) and gives the picture calls the parameter\'s name', () => {
    const headers = JSON.stringify(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(headers).toContain('RegionalDomainName');
    const fns = Object.values(api.findResources('AWS::Lambda::Function')) as CfnResource[];
    const withParameter = fns.filter((fn) => JSON.stringify(fn.Properties).includes('IMAGES_BUCKET_PARAMETER'));
    expect(withParameter.map((fn) => fn.Properties.Description).sort()).toEqual([
      'POST /api/admin/page_images', 'POST /api/admin/page_images/upload', 'POST /api/admin/products/{id}/images/upload',
      'POST /api/admin/products/{id}/images/{kind}', 'POST /api/desk/games/{id}/picture', 'POST /api/desk/games/{id}/picture/upload',
      // The score share writes its page and preview image to shares/.
      'POST /api/score/{game}/{score}',
    ]);
  });
});
