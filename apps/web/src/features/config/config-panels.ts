import type { ComponentType } from 'react';
import { BibsPanel } from '../bibs/index.ts';
import { WaiversPanel } from '../waivers/index.ts';
import { ShirtStockPanel } from '../shirt-stock/index.ts';
import { CoachingPanel } from '../coaching/index.ts';
import { GivingStatementsPanel } from '../my-giving/index.ts';
import type { ConfigChild } from '../../config/paths.ts';
import { BadgeSettingsPanel } from './components/badge-settings-panel.tsx';
import { CaptainAlertsPanel } from './components/captain-alerts-panel.tsx';
import { CaptainToolsPanel } from './components/captain-tools-panel.tsx';
import type { PanelProps } from './components/config-panel.tsx';
import { ConstantContactPanel } from './components/constant-contact-panel.tsx';
import { DebugSettingsPanel } from './components/debug-settings-panel.tsx';
import { EventDayPanel } from './components/event-day-panel.tsx';
import { EventSettingsPanel } from './components/event-settings-panel.tsx';
import { ProductSettingsPanel } from './components/product-settings-panel.tsx';
import { RunSettingsPanel } from './components/run-settings-panel.tsx';

/** The panels in menu order: route name (paths.ts CONFIG_CHILDREN), menu label, component. */
export const CONFIG_PANELS: { panel: ConfigChild; menuLabel: string; Component: ComponentType<PanelProps> }[] = [
  { panel: 'event-settings', menuLabel: 'Event Settings', Component: EventSettingsPanel },
  { panel: 'run-settings', menuLabel: 'Run Settings', Component: RunSettingsPanel },
  { panel: 'event-day', menuLabel: 'Event Day', Component: EventDayPanel },
  { panel: 'waivers', menuLabel: 'Waivers', Component: WaiversPanel },
  { panel: 'bibs', menuLabel: 'Bibs', Component: BibsPanel },
  { panel: 'shirt-stock', menuLabel: 'Shirt Stock', Component: ShirtStockPanel },
  { panel: 'badges', menuLabel: 'Badge Settings', Component: BadgeSettingsPanel },
  { panel: 'product', menuLabel: 'Product Settings', Component: ProductSettingsPanel },
  { panel: 'captains-tools', menuLabel: 'Captain Tools', Component: CaptainToolsPanel },
  { panel: 'captain-alerts', menuLabel: 'Captain Alerts', Component: CaptainAlertsPanel },
  { panel: 'coaching', menuLabel: 'Coaching', Component: CoachingPanel },
  { panel: 'constant-contact', menuLabel: 'Constant Contact', Component: ConstantContactPanel },
  { panel: 'debug-settings', menuLabel: 'Debug Settings', Component: DebugSettingsPanel },
  { panel: 'giving-statements', menuLabel: 'Giving Statements', Component: GivingStatementsPanel },
];
