/**
 * The kinds of line item, of event and of run.
 */

export const LINE_ITEM_TYPES = ['donation', 'tshirt', '5k'] as const;
export type LineItemType = (typeof LINE_ITEM_TYPES)[number];
/**
 * Every kind a recorded line item may be: what a checkout sells (LINE_ITEM_TYPES) and a sponsor's
 * matched amount (docs/features/sponsor-matches.md), which no checkout can carry.
 */
export const RECORDED_LINE_ITEM_TYPES = [...LINE_ITEM_TYPES, 'match'] as const;
export type RecordedLineItemType = (typeof RECORDED_LINE_ITEM_TYPES)[number];
export const EVENT_KINDS = ['piecewalk', '5k', 'donor'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const RUN_TYPES = ['in-person', 'virtual'] as const;
export type RunType = (typeof RUN_TYPES)[number];
