import { lazy, type ComponentType } from 'react';

/**
 * A named export of a module loaded on first render, as a component (React.lazy wants a default
 * export). It suspends while its chunk loads: render it inside a Suspense boundary.
 */
// `any` as in React.lazy's own type: the returned component keeps the export's props, checked where it is rendered.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
