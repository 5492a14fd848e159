import type en from '../en/contact';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
