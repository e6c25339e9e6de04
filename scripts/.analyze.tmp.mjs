import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const entry = process.argv[2] ?? "import { QuestionDock, AnswerSummary } from './src/index.ts'; console.log(QuestionDock, AnswerSummary);";
const r = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, loader: { '.css': 'empty' }, jsx: 'automatic', splitting: false, bundle: true, minify: true, write: false, metafile: true, format: 'esm', external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'], outdir: '/tmp/out' });
const out = Object.values(r.metafile.outputs)[0];
const total = r.outputFiles[0].contents;
console.log('total min', total.length, 'gzip', gzipSync(total, { level: 9 }).length);
const rows = Object.entries(out.inputs).map(([k, v]) => [k, v.bytesInOutput]).sort((a, b) => b[1] - a[1]);
for (const [k, v] of rows.slice(0, 70)) console.log(String(v).padStart(7), k);
