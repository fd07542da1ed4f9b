// A rating of 1 to 5 as stars, read by screen readers as its label ("4 stars").
import { Flex } from '@chakra-ui/react';
import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5] as const;

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <Flex gap="0.5" role="img" aria-label={label} color="ochre.600">
      {STARS.map((value) => (
        <Star key={value} aria-hidden="true" size={16} fill={value <= Math.round(rating) ? 'currentColor' : 'none'} />
      ))}
    </Flex>
  );
}
