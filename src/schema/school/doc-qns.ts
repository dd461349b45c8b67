/**
 * 文档题目: the questions of the document chosen on 文档, listed below the documents. The same
 * rows, calls and buttons (qns_add …) as 题目, whose list shows every question; a question
 * added here takes the chosen document.
 */
import { detailOf } from '../detail-of';
import { doc } from './doc';
import { optionsAction, qns } from './qns';

export const docQns = detailOf(qns, {
  name: 'doc_qns',
  title: { zh: '文档题目', en: 'Document questions' },
  master: doc,
  field: 'docId',
  actions: [optionsAction('doc_qns')],
});
