/** The build's image manifest (scripts/images/vite-plugin.ts writes it). */
declare module 'virtual:responsive-images' {
  const manifest: import('./components/ui/image-manifest').ImageManifest;
  export default manifest;
}
