// The low-data setting (issue 12): when on, listing pictures are not downloaded. Kept in this browser; the server's
// first paint shows pictures.
import { browserSetting } from '../../app/browser-setting';

const lowData = browserSetting('lowData');

export const setLowData = (on: boolean) => lowData.set(on ? '1' : null);

export const useLowData = (): boolean => lowData.useValue() === '1';
