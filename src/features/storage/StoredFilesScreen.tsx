import { storage } from '../../schema/storage/storage';
import { storageScreen } from './StorageScreen';

export default storageScreen(storage, { uploads: false });
