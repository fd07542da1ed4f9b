// A booking being held: the checkout's steps show it (CheckoutFlow), and so does the page while they load (CheckoutSteps).
import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function CheckoutBusy() {
  const { t } = useTranslation('booking');
  return (
    <Flex align="center" gap="3" role="status" py="6">
      <Spinner size="sm" color="terracotta.600" />
      <Text>{t('hold.holding')}</Text>
    </Flex>
  );
}
