import type { ReactNode } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { formatShortcut } from '../../../hotkeys/shortcut';
import { useCommand } from '../../../ui/use-command';
import type { CommandId } from '../../../schema/command-ids';

export interface CommandButtonProps {
  /** The command the button runs. */
  command: CommandId;
  /** The accessible name, also the tooltip. */
  label: string;
  children: ReactNode;
  args?: Record<string, unknown>;
  className?: string;
  /** For toggles (sidebar, full screen): whether the state is on. */
  pressed?: boolean;
}

/**
 * A header button that runs one command: disabled while the command is missing or its `when`
 * fails; its tooltip names it and its shortcut.
 */
export function CommandButton({ command: id, label, children, args, className = 'icon-button', pressed }: CommandButtonProps) {
  const { command, available, run } = useCommand(id);
  return (
    <TooltipTrigger delay={600}>
      <Button className={className} aria-label={label} aria-pressed={pressed} isDisabled={!available} onPress={() => void run(args)}>
        {children}
      </Button>
      <Tooltip className="tooltip" offset={6}>
        {label}
        {command?.shortcut && <kbd className="kbd">{formatShortcut(command.shortcut)}</kbd>}
      </Tooltip>
    </TooltipTrigger>
  );
}
