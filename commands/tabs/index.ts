import { clearCache } from './clear-cache';
import { closeAll, closeCurrentTab, closeOthers } from './close';
import { nextTab, previousTab } from './cycle';
import { reopenClosedTab } from './reopen';

export const tabCommands = [nextTab, previousTab, closeCurrentTab, closeOthers, closeAll, clearCache, reopenClosedTab];
