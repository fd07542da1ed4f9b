// The dialog and popover recipes, handed to each Dialog.Root and Popover.Root instead of registered in
// app/system.ts: every dialog and popover of the app (a sheet, a menu, a form) loads after the first
// render, so their styles load with them rather than in the first chunk (web/vite.config.ts keeps them apart).
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

export { popoverSlotRecipe as popoverRecipe } from '@chakra-ui/react/theme';

/** A bounded size undoes what `full` sets, so a dialog sized `{ base: 'full', sm: 'md' }` is a phone's whole screen
 * and a centred, content-high box with its margins and rounded corners on a wider screen (not a full-height column). */
const bounded = { minH: 'auto', '--dialog-margin': 'var(--dialog-base-margin)', borderRadius: 'l3' };
const sizes = (dialogSlotRecipe.variants?.size ?? {}) as Record<string, { content?: Record<string, unknown> }>;

export const dialogRecipe = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    size: Object.fromEntries(
      Object.entries(sizes).map(([name, size]) => [name, name === 'full' || name === 'cover' ? size : { ...size, content: { ...size.content, ...bounded } }]),
    ),
  },
} as typeof dialogSlotRecipe;
