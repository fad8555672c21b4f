// What the form needs only once it is used: loaded on first focus (or, at the latest, on
// submit), so a visit to the page does not download the shared zod rules.
export { validateFields } from './validate-fields';
export { buildContactFormData, sendContactForm } from './send-contact-form';
