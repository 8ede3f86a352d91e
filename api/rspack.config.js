// Bundles the API into one ESM file, dist/main.js. Third-party packages stay external (loaded from
// node_modules at run time); workspace libraries (@fairway/*) are TypeScript sources, so they are bundled.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function isBundled(request) {
  return request.startsWith('.') || request.startsWith('/') || request.startsWith('@fairway/');
}

export default {
  mode: 'production',
  target: 'node24',
  context: here,
  entry: { main: './src/main.ts' },
  devtool: 'source-map',
  output: {
    path: resolve(here, 'dist'),
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    tsConfig: resolve(here, 'tsconfig.json'),
  },
  externalsType: 'module-import',
  externals: [({ request }, callback) => (request && !isBundled(request) ? callback(undefined, request) : callback())],
  module: {
    parser: {
      // import.meta.url must stay a run-time value: paths are resolved from where dist/main.js lives.
      javascript: { importMeta: false, createRequire: false },
    },
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            target: 'es2023',
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  node: { __dirname: false, __filename: false, global: false },
};
