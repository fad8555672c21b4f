// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { languageLists, type Project } from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import { createI18n } from '../../i18n/create-i18n';
import { ProjectCard } from './project-card';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const [first] = languageLists(contentFolderAt(repoRoot), 'projects').en;

async function cardImage(project: Project): Promise<HTMLImageElement | null> {
  const i18n = await createI18n('en', ['projects']);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ProjectCard project={project} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return container.querySelector('img');
}

describe('ProjectCard', () => {
  it('shows the project’s generated art while it has no photograph', async () => {
    if (!first) throw new Error('content/projects holds no project');
    expect((await cardImage({ ...first, image: undefined }))?.getAttribute('src')).toBe(
      `/images/projects/project-${String(first.id).padStart(2, '0')}.svg`,
    );
  });

  it('shows the image staff uploaded in its place', async () => {
    if (!first) throw new Error('content/projects holds no project');
    // Any image of content/images stands for the upload (an SVG is served as it is; a
    // photograph through the build's sizes, responsive-image.test.tsx).
    const image = '/content/images/team/valeria-montenegro.svg';
    expect((await cardImage({ ...first, image }))?.getAttribute('src')).toBe(image);
  });
});
