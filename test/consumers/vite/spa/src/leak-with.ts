import 'question-dock/styles.css';
