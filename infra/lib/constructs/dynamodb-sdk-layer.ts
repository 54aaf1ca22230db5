import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AssetHashType, DockerImage, Stack } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';
import type { Construct } from 'constructs';
import { DYNAMODB_SDK_LAYER, DYNAMODB_SDK_LAYER_FILE, dynamoDbSdkLayerOptions } from './function-bundle';

const LAYER_ID = 'DynamoDbSdkLayer';

/**
 * The layer holding DynamoDB's part of the AWS SDK as one bundled file (function-bundle.ts
 * DYNAMODB_SDK_LAYER; docs/decisions.md "Function size and cold start"), one per stack, shared by every
 * function of the stack. Built on this machine with esbuild, as the functions are; its asset is named
 * by the built file, so a new SDK version in the lock file deploys a new layer version.
 */
export function dynamoDbSdkLayer(scope: Construct): LayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild(LAYER_ID);
  if (existing) return existing as LayerVersion;
  return new LayerVersion(stack, LAYER_ID, {
    description: `${DYNAMODB_SDK_LAYER.module}: the DynamoDB client and document client of the AWS SDK, bundled`,
    compatibleRuntimes: [Runtime.NODEJS_24_X],
    compatibleArchitectures: [Architecture.ARM_64],
    code: Code.fromAsset(dirname(DYNAMODB_SDK_LAYER.entry), {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never pulled: the local bundling below always succeeds (esbuild is a dependency of infra).
        image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs24.x'),
        local: {
          tryBundle(outputDir: string) {
            const outfile = join(outputDir, DYNAMODB_SDK_LAYER_FILE);
            mkdirSync(dirname(outfile), { recursive: true });
            buildSync({ ...dynamoDbSdkLayerOptions(), outfile, logLevel: 'error' });
            return true;
          },
        },
      },
    }),
  });
}
