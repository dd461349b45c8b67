import { attach } from '../../schema/storage/attach';
import { storageScreen } from './StorageScreen';

export default storageScreen(attach, { uploads: true });
