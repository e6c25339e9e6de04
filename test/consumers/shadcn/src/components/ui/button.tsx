import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// This test's stand-in for shadcn's Button (the registry is not reachable offline): the classes of its
// default and outline variants at the default size, as shadcn 4 styles them.
const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-all outline-none disabled:pointer-events-none disabled:opacity-50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 h-9 px-4 py-2';
const variants = {
  default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
  outline:
    'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:border-input dark:bg-input/30 dark:hover:bg-input/50',
};

function Button({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof variants }) {
  return <button data-slot="button" className={cn(base, variants[variant], className)} {...props} />;
}

export { Button };
