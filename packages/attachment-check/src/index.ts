/**
 * The attachment checker: one function, the file's path and the type its name declares in, a
 * verdict with its reason out (content-check.ts). It reads the whole file, synchronously in
 * part, so its caller runs it where a slow or hostile file blocks nothing else (apps/api runs
 * it on its inspection workers).
 */
export { checkContent as checkFile, type Verdict } from './content-check.js';
/**
 * A check leaves no file behind, however it ends (scratch-file.ts): this does nothing, and is
 * kept only until apps/api stops calling it.
 */
export { removeScratchFiles } from './qpdf-run.js';
