/** Tenancy and configuration: tenants, dictionaries, business dictionaries, regions, data sources: the hand-written commands of this area. */
import type { AnyCommand } from '../../src/platform/types';

export const tenancyCommands: readonly AnyCommand[] = [];
