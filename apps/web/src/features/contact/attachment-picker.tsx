import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentAccept, type Language } from '@verdalia/shared';
import { CloseIcon } from '../../components/ui/icons';
import { formatFileSize } from './format-file-size';
import { ContactIcon } from './contact-icons';

/**
 * The file picker: a real file input (its visible label is the button) inside a drop zone.
 * The chosen file lives in the form's state, not in the input, so a dropped file and a
 * picked one travel the same way.
 */
export function AttachmentPicker({
  file,
  language,
  disabled,
  describedBy,
  invalid,
  onFiles,
  onRemove,
}: {
  file: File | null;
  language: Language;
  disabled: boolean;
  /** The id of the picker's message, while it shows one. */
  describedBy?: string;
  invalid: boolean;
  onFiles: (files: File[]) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('contact');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  // The input keeps no copy of a rejected, removed or sent file: picking the same one again must work.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  return (
    <div
      className="contact-attachment"
      data-dragging={dragging}
      onDragEnter={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        dragDepth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        dragDepth.current = 0;
        setDragging(false);
        if (disabled) return;
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <ContactIcon name="paperclip" className="contact-attachment__icon" />
      <div className="contact-attachment__body">
        {/* Both lines are in the page; the stylesheet shows the one for the visitor's pointer
            (a touch screen cannot drag a file in). */}
        <p className="contact-attachment__drop" aria-hidden="true">
          {dragging ? (
            t('form.attachment.dropActive')
          ) : (
            <>
              <span className="contact-attachment__drop-pointer">{t('form.attachment.drop')}</span>
              <span className="contact-attachment__drop-touch">{t('form.attachment.touch')}</span>
            </>
          )}
        </p>
        <p className="contact-attachment__hint" id="contact-attachment-hint">
          {t('form.attachment.hint')}
        </p>
        <input
          ref={input}
          id="contact-attachment"
          className="contact-attachment__input visually-hidden"
          type="file"
          name="attachment"
          accept={attachmentAccept}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={['contact-attachment-hint', describedBy].filter(Boolean).join(' ')}
          onChange={(event) => onFiles(Array.from(event.currentTarget.files ?? []))}
        />
        <label
          className="button button--outline contact-attachment__button"
          htmlFor="contact-attachment"
        >
          {file ? t('form.attachment.change') : t('form.attachment.attach')}
        </label>
        {file ? (
          <div className="contact-attachment__file">
            <span className="visually-hidden">{t('form.attachment.selected')} </span>
            <span className="contact-attachment__name" data-testid="attachment-name">
              {file.name}
            </span>
            <span className="contact-attachment__size" data-testid="attachment-size">
              {formatFileSize(file.size, language)}
            </span>
            <button
              type="button"
              className="contact-attachment__remove"
              onClick={() => {
                onRemove();
                input.current?.focus();
              }}
              disabled={disabled}
              aria-label={t('form.attachment.remove', { name: file.name })}
            >
              <CloseIcon width="18" height="18" />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
