import type en from '../en/plots';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
