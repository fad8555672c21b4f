/**
 * How each kind of image is shown, hence which files the build derives from it. The widths
 * are the layout's slots at 1x and 2x (src/features/team/team.css, projects/project-card.css,
 * clients/client-gallery.css); a browser picks among them with the `sizes` the component is
 * given (src/components/ui/image-sizes.ts).
 */
export interface ImagePreset {
  name: 'portrait' | 'project' | 'logo' | 'photo';
  /** Widths in CSS pixels of the served files, smallest first. */
  widths: readonly number[];
  /**
   * Width ÷ height the slot shows: the original is cropped to it (the part with the most
   * detail kept), so no file carries pixels the page hides. Absent: the whole original, fitted
   * inside `box` when there is one.
   */
  aspect?: number;
  /** The largest box (CSS px at 1x) the image is fitted inside, uncropped: a client's logo. */
  box?: { width: number; height: number };
}

export const presets = {
  /* The team card's portrait: square from 340 px up, 4:3 in the phone's row (object-fit
     crops it), at most about 410 px wide (two columns at 899 px), 282 px in the desktop's
     four, 312 px on a 390 px phone. */
  portrait: { name: 'portrait', widths: [300, 400, 600, 800], aspect: 1 },
  /* A project's card (2:1): one column up to about 600 px wide, 444 px in two, 384 px in
     three; the project's own page shows it up to the 1200 px container. */
  project: { name: 'project', widths: [400, 600, 800, 1200, 1600], aspect: 2 },
  /* A client's logo in its 240 × 120 box (shown about 160-180 px wide at every width). */
  logo: { name: 'logo', widths: [240, 480], box: { width: 240, height: 120 } },
  /* Anything else: the whole picture, up to the container. */
  photo: { name: 'photo', widths: [640, 1200, 1600] },
} as const satisfies Record<string, ImagePreset>;

/** The preset of an image, by the folder it was uploaded to (`team/…`, `projects/…`). */
export function presetFor(relativePath: string): ImagePreset {
  const [folder] = relativePath.split('/');
  switch (folder) {
    case 'team':
      return presets.portrait;
    case 'projects':
      return presets.project;
    case 'clients':
      return presets.logo;
    default:
      return presets.photo;
  }
}
