import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { env } from '../lib/env';

/**
 * The site bucket's name, for the calls that write to it (the picture calls, the score share): the
 * bucket itself (IMAGES_BUCKET), or the SSM parameter holding it, read once per warm function.
 */
let bucketName: Promise<string> | undefined;

export function imagesBucket(): Promise<string> {
  bucketName ??= (async () => {
    const { IMAGES_BUCKET, IMAGES_BUCKET_PARAMETER } = env();
    if (IMAGES_BUCKET) return IMAGES_BUCKET;
    if (!IMAGES_BUCKET_PARAMETER) throw new Error('picture store: neither IMAGES_BUCKET nor IMAGES_BUCKET_PARAMETER is set');
    const out = await new SSMClient({}).send(new GetParameterCommand({ Name: IMAGES_BUCKET_PARAMETER }));
    if (!out.Parameter?.Value) throw new Error(`picture store: parameter ${IMAGES_BUCKET_PARAMETER} is empty`);
    return out.Parameter.Value;
  })();
  bucketName.catch(() => (bucketName = undefined));
  return bucketName;
}
