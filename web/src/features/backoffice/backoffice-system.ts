// The back office's Chakra system: the app's, plus the recipes only dashboards use (drawers, tables,
// cards, switches, tabs...). It lives in the back-office chunk so the traveller's pages never carry them.
import { createSystem, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';
import { appConfigs } from '../../app/system';

export const backOfficeSystem = createSystem(
  ...appConfigs,
  defineConfig({
    theme: {
      slotRecipes: {
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        stat: statSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
      },
    },
  }),
);
