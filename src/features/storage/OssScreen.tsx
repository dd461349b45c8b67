import { oss } from '../../resources/storage/oss';
import { storageScreen } from './StorageScreen';

export default storageScreen(oss, { uploads: true });
