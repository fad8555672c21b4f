/* global window, document */
/*
 * Stand-in for https://js.hcaptcha.com/1/api.js in browser tests: the real script needs
 * hCaptcha's servers, which tests must not depend on. It implements the part of
 * `window.hcaptcha` that @hcaptcha/react-hcaptcha uses and renders a checkbox-like
 * button; clicking it issues `window.__hcaptchaStubToken` through the widget's callback.
 * `window.__hcaptchaStub` lets a test expire the token or raise a widget error.
 */
(() => {
  const script = document.currentScript;
  const params = new URL(script ? script.src : window.location.href).searchParams;
  const widgets = new Map();
  let nextId = 1;

  const widgetOf = (id) => widgets.get(id) ?? [...widgets.values()].at(-1);

  const setChecked = (widget, checked) => {
    widget.button.setAttribute('aria-checked', String(checked));
    widget.mark.textContent = checked ? '✓' : '';
  };

  const solve = (widget) => {
    if (widget.response) return widget.response;
    widget.response = window.__hcaptchaStubToken ?? 'stub-token';
    setChecked(widget, true);
    widget.options.callback?.(widget.response);
    return widget.response;
  };

  window.hcaptcha = {
    render(container, options) {
      const id = `stub-${nextId++}`;
      const host = typeof container === 'string' ? document.getElementById(container) : container;
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('role', 'checkbox');
      button.setAttribute('aria-checked', 'false');
      button.dataset.hcaptchaStub = id;
      button.dataset.hl = options.hl ?? '';
      button.dataset.sitekey = options.sitekey ?? '';
      button.style.cssText =
        'display:flex;align-items:center;gap:12px;width:303px;max-width:100%;height:78px;' +
        'padding:0 16px;border:1px solid #d5d5d5;border-radius:4px;background:#fafafa;' +
        'font:14px/1.2 system-ui,sans-serif;color:#333;cursor:pointer;text-align:left';
      const mark = document.createElement('span');
      mark.style.cssText =
        'display:inline-grid;place-items:center;width:28px;height:28px;border:2px solid #888;' +
        'border-radius:4px;background:#fff;color:#0a7d32;font-weight:700';
      const label = document.createElement('span');
      label.textContent = 'I am human';
      button.append(mark, label);
      host.appendChild(button);
      const widget = { id, options, button, mark, response: '' };
      button.addEventListener('click', () => solve(widget));
      widgets.set(id, widget);
      return id;
    },
    getResponse: (id) => widgetOf(id)?.response ?? '',
    getRespKey: () => '',
    reset(id) {
      const widget = widgetOf(id);
      if (!widget) return;
      widget.response = '';
      setChecked(widget, false);
    },
    remove(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      widget.button.remove();
      widgets.delete(id);
    },
    execute(id, options) {
      const widget = widgetOf(id);
      const response = widget ? solve(widget) : '';
      return options?.async ? Promise.resolve({ response, key: '' }) : undefined;
    },
    close: () => undefined,
    setData: () => undefined,
  };

  window.__hcaptchaStub = {
    hl: params.get('hl'),
    sentry: params.get('sentry'),
    widgets: () => widgets.size,
    /** What hCaptcha does when a solved token times out. */
    expire() {
      const widget = widgetOf();
      if (!widget) return;
      widget.response = '';
      setChecked(widget, false);
      widget.options['expired-callback']?.();
    },
    error(event) {
      widgetOf()?.options['error-callback']?.(event);
    },
  };

  const onload = params.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
