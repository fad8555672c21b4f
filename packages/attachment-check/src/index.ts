/**
 * The attachment checker: one function, the file's path and the type its name declares in, a
 * verdict with its reason out (content-check.ts). It reads the whole file, synchronously in
 * part, so its caller runs it where a slow or hostile file blocks nothing else (apps/api runs
 * it on its inspection workers).
 */
export { checkContent as checkFile, type Verdict } from './content-check.js';
/**
 * Removes the files checks of `path` write beside it while they run (qpdf's output). A check
 * removes its own; one stopped from outside (its worker terminated) leaves them to its caller.
 */
export { removeScratchFiles } from './qpdf-run.js';
