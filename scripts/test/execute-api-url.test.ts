import { describe, expect, it } from 'vitest';
import { executeApiUrlRefusal } from '../src/execute-api-url';

/** docs/operating.md "Smoke": `--execute-api-url` is the API's own endpoint, never the site's address. */
describe('the smoke suite\'s --execute-api-url', () => {
  it.each(['https://a1b2c3d4e5.execute-api.eu-west-3.amazonaws.com', 'https://a1b2c3d4e5.execute-api.eu-west-3.amazonaws.com/', 'https://a1b2c3d4e5.execute-api.cn-north-1.amazonaws.com.cn'])(
    'takes the api stack\'s ApiEndpoint output %s',
    (value) => {
      expect(executeApiUrlRefusal(value)).toBeNull();
    },
  );

  it.each([
    ['the site\'s address (CloudFront adds the header: it would prove nothing)', 'https://quiz.picture-quiz.fr'],
    ['plain http', 'http://a1b2c3d4e5.execute-api.eu-west-3.amazonaws.com'],
    ['a path (the suite adds /api/ping)', 'https://a1b2c3d4e5.execute-api.eu-west-3.amazonaws.com/api'],
    ['a host that only looks like one', 'https://a1b2c3d4e5.execute-api.eu-west-3.amazonaws.com.example.net'],
    ['a query', 'https://a1b2c3d4e5.execute-api.eu-west-3.amazonaws.com/?x=1'],
  ])('refuses %s, naming the output to give', (_, value) => {
    expect(executeApiUrlRefusal(value)).toMatch(/ApiEndpoint/);
  });

  it('refuses what is not a URL, saying so', () => {
    expect(executeApiUrlRefusal('a1b2c3d4e5')).toMatch(/must be a URL/);
  });
});
