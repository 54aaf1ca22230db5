import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AssetHashType, DockerImage, Stack } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';
import type { Construct } from 'constructs';
import { SDK_LAYER_MODULE_NAMES, SDK_LAYER_MODULES, sdkLayerFileOf, sdkLayerModuleOptions } from './function-bundle';

const LAYER_ID = 'SdkLayer';

/**
 * Writes the layer's contents into `outputDir` (nodejs/node_modules/@quiz/<module>/index.js, one file
 * per module): what the deploy zips, and what the bundle test and the benchmark put on NODE_PATH.
 * Answers each module's file by its name.
 */
export function buildSdkLayer(outputDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of SDK_LAYER_MODULE_NAMES) {
    const outfile = join(outputDir, sdkLayerFileOf(name));
    mkdirSync(dirname(outfile), { recursive: true });
    buildSync({ ...sdkLayerModuleOptions(name), outfile, logLevel: 'error' });
    files.set(SDK_LAYER_MODULES[name].module, outfile);
  }
  return files;
}

/**
 * The layer holding the AWS SDK clients the functions load, bundled (function-bundle.ts
 * SDK_LAYER_MODULES; docs/adr/0024-function-size-sdk-layer.md): one per stack, shared by
 * every function of the stack. Built on this machine with esbuild, as the functions are; its asset is
 * named by the built files, so a new SDK version in the lock file deploys a new layer version.
 */
export function sdkLayer(scope: Construct): LayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild(LAYER_ID);
  if (existing) return existing as LayerVersion;
  return new LayerVersion(stack, LAYER_ID, {
    description: `The AWS SDK clients of the functions, bundled: ${SDK_LAYER_MODULE_NAMES.map((name) => SDK_LAYER_MODULES[name].module).join(', ')}`,
    compatibleRuntimes: [Runtime.NODEJS_24_X],
    compatibleArchitectures: [Architecture.ARM_64],
    code: Code.fromAsset(dirname(SDK_LAYER_MODULES.dynamodb.entry), {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never pulled: the local bundling below always succeeds (esbuild is a dependency of infra).
        image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs24.x'),
        local: {
          tryBundle(outputDir: string) {
            buildSdkLayer(outputDir);
            return true;
          },
        },
      },
    }),
  });
}
