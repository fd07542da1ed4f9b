// The time left on a hold; at zero the server has already let the unit go, so the screen starts over.
import { Flex, Text } from '@chakra-ui/react';
import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function HoldCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useTranslation('booking');
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (seconds === 0) expired.current();
  }, [seconds]);

  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const minutesLeft = Math.ceil(seconds / 60);
  return (
    <Flex align="center" gap="2" p="3" rounded="md" bg={seconds < 60 ? 'ochre.100' : 'savanna.50'} color="gray.800" data-testid="hold-countdown">
      <Timer aria-hidden="true" size={18} />
      <Text>
        {t('hold.label')}{' '}
        <Text as="span" role="timer" aria-live="off" fontWeight="bold" fontVariantNumeric="tabular-nums" dir="ltr">
          {clock}
        </Text>
      </Text>
      {/* Announced once a minute, not every second. */}
      <Text srOnly aria-live="polite">
        {t('hold.minutesLeft', { count: minutesLeft })}
      </Text>
    </Flex>
  );
}
