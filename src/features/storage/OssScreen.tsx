import { oss } from '../../schema/storage/oss';
import { storageScreen } from './StorageScreen';

export default storageScreen(oss, { uploads: true });
