// The dialog and popover recipes, handed to each Dialog.Root and Popover.Root instead of registered in
// app/system.ts: every dialog and popover of the app (a sheet, a menu, a form) loads after the first
// render, so their styles load with them rather than in the first chunk (web/vite.config.ts keeps them apart).
export { dialogSlotRecipe as dialogRecipe, popoverSlotRecipe as popoverRecipe } from '@chakra-ui/react/theme';
