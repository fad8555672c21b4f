/** The build's image manifest (scripts/images/vite-plugin.ts writes it). */
declare module 'virtual:responsive-images' {
  // An ambient module cannot import by a relative path; an import() type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const manifest: import('./components/ui/image-manifest').ImageManifest;
  export default manifest;
}

/** Each language's list of a collection of entries (scripts/content/content-files.ts). */
declare module 'virtual:content/*' {
  const list: unknown[];
  export default list;
}
