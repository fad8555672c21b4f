/**
 * The early look at an upload's first bytes, while the rest is still arriving (type-by-bytes.ts):
 * apart from the checker's one function, because it runs on the request's own thread.
 */
export { headBytes, headContradicts } from './type-by-bytes.js';
