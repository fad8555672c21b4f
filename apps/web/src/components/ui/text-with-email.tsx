import { Fragment } from 'react';
import { siteConfig } from '../../config/site-config';

/** Renders a message with every mention of the company's address as a mailto link. */
export function TextWithEmail({ text }: { text: string }) {
  const parts = text.split(siteConfig.email);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
