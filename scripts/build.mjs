// `npm run build`: every project's build, through Nx's cache.
import { runNx } from './stack/nx.mjs';

const { code } = await runNx(['run-many', '-t', 'build']);
process.exitCode = code;
