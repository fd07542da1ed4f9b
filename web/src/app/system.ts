// Chakra system with only the recipes the app uses (the default config ships them all: ~40 KB gzip more).
import { createSystem, defineConfig, defaultBaseConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** Warm palette: terracotta (brand), ochre, savanna gold, deep green (accent). */
const palette = defineConfig({
  theme: {
    tokens: {
      colors: {
        terracotta: {
          50: { value: '#fbf0eb' },
          100: { value: '#f5d9cc' },
          200: { value: '#ebb49c' },
          300: { value: '#de8c6a' },
          400: { value: '#cf6a43' },
          500: { value: '#b5542f' },
          600: { value: '#984424' },
          700: { value: '#79351d' },
          800: { value: '#5a2816' },
          900: { value: '#3d1b0f' },
          950: { value: '#261009' },
        },
        ochre: {
          50: { value: '#fcf6e8' },
          100: { value: '#f7e7c0' },
          200: { value: '#efcf85' },
          300: { value: '#e5b54f' },
          400: { value: '#d89b2b' },
          500: { value: '#bd8120' },
          600: { value: '#99661a' },
          700: { value: '#754d15' },
          800: { value: '#533710' },
          900: { value: '#35230a' },
          950: { value: '#211606' },
        },
        savanna: {
          50: { value: '#fdfaf0' },
          100: { value: '#f8efd2' },
          200: { value: '#f0dea3' },
          300: { value: '#e6c96d' },
          400: { value: '#dab443' },
          500: { value: '#c79d2a' },
          600: { value: '#a27e20' },
          700: { value: '#7b5f19' },
          800: { value: '#574313' },
          900: { value: '#372a0c' },
          950: { value: '#221a07' },
        },
        forest: {
          50: { value: '#ecf5ef' },
          100: { value: '#cfe6d7' },
          200: { value: '#9fccaf' },
          300: { value: '#6aad84' },
          400: { value: '#3f8e60' },
          500: { value: '#24704a' },
          600: { value: '#1b5a3b' },
          700: { value: '#15472f' },
          800: { value: '#0f3623' },
          900: { value: '#0a2418' },
          950: { value: '#06170f' },
        },
      },
      fonts: {
        heading: { value: "'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Noto Sans Arabic', sans-serif" },
        body: { value: "'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Noto Sans Arabic', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        terracotta: {
          solid: { value: '{colors.terracotta.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.terracotta.700}' },
          muted: { value: '{colors.terracotta.100}' },
          subtle: { value: '{colors.terracotta.50}' },
          emphasized: { value: '{colors.terracotta.200}' },
          focusRing: { value: '{colors.terracotta.500}' },
        },
        forest: {
          solid: { value: '{colors.forest.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.forest.700}' },
          muted: { value: '{colors.forest.100}' },
          subtle: { value: '{colors.forest.50}' },
          emphasized: { value: '{colors.forest.200}' },
          focusRing: { value: '{colors.forest.500}' },
        },
        ochre: {
          solid: { value: '{colors.ochre.500}' },
          contrast: { value: 'black' },
          fg: { value: '{colors.ochre.700}' },
          muted: { value: '{colors.ochre.100}' },
          subtle: { value: '{colors.ochre.50}' },
          emphasized: { value: '{colors.ochre.200}' },
          focusRing: { value: '{colors.ochre.500}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'terracotta' },
    body: { bg: 'savanna.50', color: 'gray.900' },
    // Icons that point along the reading direction flip in Arabic.
    '[dir=rtl]': { '--direction-flip': '-1' },
    // A traveller whose system asks for less motion gets none: animations and transitions end at once (spinners and
    // skeletons stand still) and scrolling jumps. Browser tests run so too, which spares them the waits.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

/** Chakra's palettes no screen uses: each would cost the system a dozen tokens and their CSS variables to build. */
const unusedPalettes = new Set(['cyan', 'pink', 'purple']);

const withoutUnusedPalettes = <Group extends object>(group: Group) =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !unusedPalettes.has(name))) as Group;

/**
 * The app has no dark mode: a semantic token keeps its light value only, so the system builds (and the page
 * matches) one set of colour variables instead of two.
 */
function lightOnly<Tokens>(tokens: Tokens): Tokens {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  if ('value' in tokens) {
    const { value } = tokens as { value: unknown };
    return (typeof value === 'object' && value !== null && '_light' in value ? { ...tokens, value: value._light } : tokens) as Tokens;
  }
  return Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, lightOnly(token)])) as Tokens;
}

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      textarea: textareaRecipe,
    },
    // Dialogs and popovers take theirs from app/overlay-recipes.ts when they load.
    slotRecipes: { field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
  },
});

/**
 * The app's configuration, as the configurations createSystem merges: the back office adds the recipes of its own
 * screens. (Not merged here first: createSystem clones and merges them again, a second walk of every token at start.)
 */
export const appConfigs = [defaultBaseConfig, config, palette] as const;

export const system = createSystem(...appConfigs);
