import { attach } from '../../resources/storage/attach';
import { storageScreen } from './StorageScreen';

export default storageScreen(attach, { uploads: true });
