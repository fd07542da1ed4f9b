import { Badge, Box, Button, Flex, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { wordsIn } from './PartnerWords';
import { MapPin } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListView } from './url-state';
import { ConvertedAmount } from '../currency/ConvertedAmount';
import { useLowData } from '../offline/low-data';
import { FavouriteButton } from '../saved/FavouriteButton';
import type { ListingRef } from '../saved/saved-items';
import { useLocalLocation } from '../layout/local-location';

/** True for the first card of a list: its picture is the page's largest paint, so it loads at once. */
export const FirstCardContext = createContext(false);

const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 300;

interface Props {
  testId: string;
  /** What the heart saves. */
  listing: ListingRef;
  view: ListView;
  href: string;
  name: string;
  /** The language its name is in (the API's `textLanguage`): the title is marked with it. */
  nameLanguage?: string;
  imageUrl: string;
  badge?: string;
  location: string;
  /** Facts under the location: duration, rating, hours... */
  children?: ReactNode;
  price?: ReactNode;
  /** The call to action; `ariaLabel` must contain `label` (WCAG 2.5.3: what you see is what you say). */
  action: { label: string; ariaLabel: string };
}

/** One listing: image, linked name, type badge, favourite heart, location, facts, price and the call to action. */
export function ListingCard({ testId, listing, view, href, name, nameLanguage, imageUrl, badge, location, children, price, action }: Props) {
  const list = view === 'list';
  const first = useContext(FirstCardContext);
  const lowData = useLowData();
  const localized = useLocalLocation();
  return (
    <Flex
      as="article"
      data-testid={testId}
      direction={list ? { base: 'column', sm: 'row' } : 'column'}
      bg="white"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="terracotta.100"
      shadow="xs"
      height="full"
    >
      {/* Low data: the picture's place, without the download. */}
      <Image
        src={lowData ? undefined : imageUrl}
        data-low-data={lowData || undefined}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        objectFit="cover"
        bg="savanna.100"
        w={list ? { base: 'full', sm: '56' } : 'full'}
        h={list ? { base: 'auto', sm: 'full' } : 'auto'}
        aspectRatio={list ? undefined : `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`}
        flexShrink={0}
      />
      <Stack p="4" gap="2" flex="1">
        <Flex justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" lineHeight="short">
            <Link asChild color="gray.900">
              <RouterLink to={href} data-testid="card-title" {...(nameLanguage ? wordsIn(nameLanguage) : {})}>
                {name}
              </RouterLink>
            </Link>
          </Heading>
          <Flex align="center" gap="1" flexShrink={0}>
            {badge && (
              <Badge colorPalette="forest" variant="subtle" data-testid="card-badge">
                {badge}
              </Badge>
            )}
            <FavouriteButton listing={listing} name={name} />
          </Flex>
        </Flex>
        <Flex align="center" gap="1" color="gray.700" fontSize="sm" data-testid="card-location">
          <MapPin aria-hidden="true" size={14} />
          <span>{localized(location)}</span>
        </Flex>
        {children}
        <Flex mt="auto" pt="2" align="center" justify="space-between" gap="2" wrap="wrap">
          {price ?? <span />}
          <Button asChild size="sm" colorPalette="terracotta">
            <RouterLink to={href} aria-label={action.ariaLabel} data-testid="card-action">
              {action.label}
            </RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}

export function CardFact({ icon, children, testId, value }: { icon: ReactNode; children: ReactNode; testId?: string; value?: string | number }) {
  return (
    <Flex align="center" gap="1" fontSize="sm" color="gray.700" data-testid={testId} data-value={value}>
      {icon}
      <span>{children}</span>
    </Flex>
  );
}

/** The USD price, and under it the same in the traveller's display currency. */
export function CardPrice({ children, amount }: { children: ReactNode; amount: number }) {
  return (
    <Box>
      <Text fontWeight="semibold" color="terracotta.800" data-testid="card-price" data-amount={amount}>
        {children}
      </Text>
      <ConvertedAmount usd={amount} />
    </Box>
  );
}
