import type { MouseEvent } from 'react';

/** The id of every layout's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first focusable element of every layout (WCAG 2.4.1), hidden until
 * it has keyboard focus (global.css). Focus moves to <main>, which takes it through tabIndex -1;
 * done by hand so the URL keeps no #hash for the router to treat as a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
